import { Radio, Select, type RadioGroupProps, type SelectProps } from 'antd';

/**
 * A required Form.Item marks its control `aria-required`; antd's Select and Radio.Group put it on their
 * outer div, whose (lack of a) role does not allow it (axe aria-allowed-attr, critical). These take the
 * Form.Item's place as its child and leave it off; the label's asterisk and the rule's message still say it.
 */
type Marked<P> = P & { 'aria-required'?: boolean | 'true' | 'false' };

export function RequiredSelect<V = unknown>({ 'aria-required': _required, ...props }: Marked<SelectProps<V>>) {
  return <Select<V> {...props} />;
}

export function RequiredRadioGroup({ 'aria-required': _required, ...props }: Marked<RadioGroupProps>) {
  return <Radio.Group {...props} />;
}
