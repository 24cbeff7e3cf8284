/** antd's preset tag colours (Tag `color="green"`…): our own Tag (components/Plain.tsx) draws them as antd does. */
export const PRESET_TAG_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/** Status tags (`color="success"`…) and the token family antd's Tag takes for each. */
export const STATUS_TAG_COLOURS: Record<string, string> = {
  success: 'Success',
  processing: 'Info',
  error: 'Error',
  warning: 'Warning',
};
