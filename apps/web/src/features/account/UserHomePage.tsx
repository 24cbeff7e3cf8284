export function UserHomePage() {
  return null;
}
