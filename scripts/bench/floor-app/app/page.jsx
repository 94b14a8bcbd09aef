export const dynamic = "force-dynamic";

export const metadata = { title: "Floor" };

export default function Page() {
  return <p>The smallest page Next.js renders on each request.</p>;
}
