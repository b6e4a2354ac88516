// Owns `/`: never shown, the guard always sends it on to the visitor's or user's first screen (root.tsx).
export default function Index() {
  return null;
}
