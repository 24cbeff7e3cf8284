import { Input } from 'antd';
import { ClarificationLimits } from '@verdict/shared';

/** The text box of every clarification form: the house limit with its counter, Ctrl+Enter (⌘+Enter) sends. */
export function ClarificationText(props: {
  value: string;
  onChange: (text: string) => void;
  onSend: () => void;
  rows: { minRows: number; maxRows: number };
  placeholder: string;
  label: string;
  testId: string;
}) {
  return (
    <div className="clar-field">
      <Input.TextArea
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            props.onSend();
          }
        }}
        autoSize={props.rows}
        maxLength={ClarificationLimits.textMax}
        showCount
        placeholder={props.placeholder}
        aria-label={props.label}
        data-testid={props.testId}
      />
    </div>
  );
}
