import { BoldOutlined, CodeOutlined, ItalicOutlined, LinkOutlined, SmileOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Segmented, Spin, Tooltip, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { DiscussionLimits } from '@verdict/shared';
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/Markdown';
import { notify } from '../../../lib/notify';
import { useTheme } from '../../../lib/theme';
import { insertAt, wrap } from './textEdit';

const EmojiPanel = lazy(async () => ({ default: (await import('./EmojiPanel')).EmojiPanel }));

export interface CommentEditorProps {
  placeholder: string;
  submitLabel: string;
  busy: boolean;
  /** Resolves true when the text was accepted (the box then empties). */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
  testId?: string;
}

/** Markdown box of the comment area: helpers, emoji picker, preview, counter; Ctrl+Enter sends. */
export function CommentEditor({ placeholder, submitLabel, busy, onSubmit, onCancel, autoFocus, testId }: CommentEditorProps) {
  const { t } = useTranslation('discussion');
  const { isDark } = useTheme();
  const [text, setText] = useState('');
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const ref = useRef<TextAreaRef>(null);
  const max = DiscussionLimits.commentMax;

  const area = () => ref.current?.resizableTextArea?.textArea;
  const apply = (before: string, after: string, sample: string) => {
    const el = area();
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const { next, caret } = wrap(text, start, end, before, after, sample);
    setText(next);
    setMode('write');
    requestAnimationFrame(() => {
      area()?.focus();
      area()?.setSelectionRange(caret[0], caret[1]);
    });
  };
  const insertEmoji = (emoji: string) => {
    const el = area();
    const { next, caret } = insertAt(text, el?.selectionStart ?? text.length, el?.selectionEnd ?? text.length, emoji);
    setText(next);
    setEmojiOpen(false);
    requestAnimationFrame(() => {
      area()?.focus();
      area()?.setSelectionRange(caret, caret);
    });
  };
  const send = async () => {
    if (text.trim() === '') return notify.warning(t('comments.contentEmpty'));
    if (text.length > max) return notify.error(t('comments.tooLong', { max }));
    if (await onSubmit(text)) {
      setText('');
      setMode('write');
    }
  };

  const tools = [
    { key: 'bold', icon: <BoldOutlined />, run: () => apply('**', '**', 'bold') },
    { key: 'italic', icon: <ItalicOutlined />, run: () => apply('*', '*', 'italic') },
    { key: 'code', icon: <CodeOutlined />, run: () => apply('`', '`', 'code') },
    { key: 'link', icon: <LinkOutlined />, run: () => apply('[', '](https://)', 'text') },
  ] as const;

  return (
    <div className="comment-editor" data-testid={testId}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Flex gap={2} wrap>
          {tools.map((tool) => (
            <Tooltip key={tool.key} title={t(`comments.${tool.key}`)}>
              <Button type="text" size="small" icon={tool.icon} aria-label={t(`comments.${tool.key}`)} onClick={tool.run} />
            </Tooltip>
          ))}
          <Tooltip title={t('comments.quote')}>
            <Button type="text" size="small" aria-label={t('comments.quote')} onClick={() => apply('\n> ', '\n', 'quote')}>
              ❝
            </Button>
          </Tooltip>
          <Tooltip title={t('comments.emoji')}>
            <Button
              type={emojiOpen ? 'primary' : 'text'}
              ghost={emojiOpen}
              size="small"
              icon={<SmileOutlined />}
              aria-label={t('comments.emoji')}
              aria-expanded={emojiOpen}
              onClick={() => setEmojiOpen(!emojiOpen)}
              data-testid="emoji-button"
            />
          </Tooltip>
        </Flex>
        <Segmented
          size="small"
          value={mode}
          onChange={(v) => setMode(v as 'write' | 'preview')}
          options={[
            { value: 'write', label: t('comments.write') },
            { value: 'preview', label: t('comments.preview') },
          ]}
        />
      </Flex>
      {/* Inline under the toolbar rather than a popup: at 375 px a popup would run off the screen. */}
      {emojiOpen ? (
        <div className="comment-emoji" data-testid="emoji-panel">
          <Suspense fallback={<Spin style={{ margin: 24 }} />}>
            <EmojiPanel onPick={insertEmoji} dark={isDark} searchPlaceholder={t('comments.emoji')} />
          </Suspense>
        </div>
      ) : null}
      {mode === 'write' ? (
        <Input.TextArea
          ref={ref}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          autoSize={{ minRows: 3, maxRows: 12 }}
          autoFocus={autoFocus}
          status={text.length > max ? 'error' : undefined}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
            if (e.key === 'Escape' && onCancel) onCancel();
          }}
        />
      ) : (
        <div className="comment-preview">
          {text.trim() ? <Markdown source={text} /> : <Typography.Text type="secondary">{placeholder}</Typography.Text>}
        </div>
      )}
      <Flex justify="space-between" align="center" style={{ marginTop: 8 }} gap={8}>
        <Typography.Text type={text.length > max ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {t('comments.counter', { count: text.length, max })}
        </Typography.Text>
        <Flex gap={8}>
          {onCancel ? <Button onClick={onCancel}>{t('comments.cancel')}</Button> : null}
          <Button type="primary" loading={busy} onClick={() => void send()} data-testid={testId ? `${testId}-send` : undefined}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </div>
  );
}
