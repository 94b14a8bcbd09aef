import { NotFoundContent } from "@/components/layout/not-found-content";

/** notFound() thrown by a page under a locale (an unknown creator or article). */
export default function NotFound() {
  return <NotFoundContent />;
}
