import EmojiPicker from 'emoji-picker-react';

/** The picker itself, loaded on first open (it is the heaviest part of the comment box). Native emoji: no image requests. */
export function EmojiPanel({
  onPick,
  dark,
  searchPlaceholder,
}: {
  onPick: (emoji: string) => void;
  dark: boolean;
  searchPlaceholder: string;
}) {
  return (
    <EmojiPicker
      emojiStyle="native"
      theme={dark ? 'dark' : 'light'}
      lazyLoadEmojis
      skinTonesDisabled
      previewConfig={{ showPreview: false }}
      searchPlaceholder={searchPlaceholder}
      width="100%"
      height={360}
      onEmojiClick={(data) => onPick(data.emoji)}
    />
  );
}
