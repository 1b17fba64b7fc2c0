export const metadata = {
  title: 'Floor',
  description: 'A one-page Next.js export, the baseline of the speed benchmark.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
