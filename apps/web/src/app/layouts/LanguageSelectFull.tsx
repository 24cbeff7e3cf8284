import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import type { AppLanguage } from '../../lib/language';
import { LANGUAGE_OPTIONS } from './languageOptions';
import { AntdConfig } from '../../lib/AntdConfig';

/** The footer's language switch once used: antd's Select, opened (and focused) by the touch that loaded it. */
export default function LanguageSelectFull({ label, open }: { label: string; open: boolean }) {
  return (
    <AntdConfig>
      <Select<AppLanguage>
        size="small"
        variant="borderless"
        value={currentLanguage()}
        onChange={setLanguage}
        style={{ marginLeft: 12, width: 130 }}
        prefix={<GlobalOutlined />}
        aria-label={label}
        data-testid="language-switch"
        defaultOpen={open}
        autoFocus
        options={LANGUAGE_OPTIONS}
      />
    </AntdConfig>
  );
}
