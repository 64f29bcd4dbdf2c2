export function App() {
  return <main>Portal</main>;
}
