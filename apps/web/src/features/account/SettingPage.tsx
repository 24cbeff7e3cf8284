export function SettingPage() {
  return null;
}
