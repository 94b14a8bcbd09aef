import "./globals.css";

/** The html element lives in [locale]/layout.tsx so that it carries the page's language. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
