export default function LandingPage() {
  return <h1>Tus seguros, simples y a la mano.</h1>;
}
