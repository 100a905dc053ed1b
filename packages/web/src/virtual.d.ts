// The build-time module of icons/icons-plugin.ts: icon name → SVG path data on a 512×512 box.
declare module 'virtual:game-icons' {
  const icons: Readonly<Record<string, readonly string[]>>;
  export default icons;
}
