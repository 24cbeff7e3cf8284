import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZES } from '@verdict/shared';

export interface PagerOptions {
  currentPage: number;
  limit: number;
  total: number;
  /** Phones get antd's simple pager and no total text (spec 1 §9: mobile pager below 768 px). */
  isMobile?: boolean;
  showSizeChanger?: boolean;
  totalText: (total: number) => string;
  onChange: (page: number, pageSize: number) => void;
}

/** The pager every paged list uses: the spec's page sizes, total text, simple form on phones. */
export function pagerConfig(o: PagerOptions): TablePaginationConfig {
  return {
    current: o.currentPage,
    pageSize: o.limit,
    total: o.total,
    showSizeChanger: o.showSizeChanger ?? !o.isMobile,
    pageSizeOptions: PAGE_SIZES.map(String),
    simple: o.isMobile,
    showTotal: o.isMobile ? undefined : o.totalText,
    onChange: o.onChange,
  };
}
