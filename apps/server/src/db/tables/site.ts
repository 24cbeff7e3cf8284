import type { Generated } from 'kysely';

/** Small stores of the site: uploaded files (module file), site announcements (module home), key-value and settings (infra/). */
export interface SiteTables {
  kvStore: { key: string; value: string; expiresAt: number | null };
  siteConfig: { key: string; value: string };
  file: FileTable;
  announcement: {
    id: Generated<number>;
    title: string;
    content: string;
    uid: string | null;
    username: string | null;
    status: number;
    gid: number | null;
    gmtCreate: number;
    gmtModified: number;
  };
}

export interface FileTable {
  id: Generated<number>;
  uid: string | null;
  gid: number | null;
  type: string;
  name: string;
  suffix: string | null;
  folderPath: string | null;
  filePath: string;
  isDeleted: number;
  /** Bytes; null for rows from before sizes were kept (not counted against the upload quota). */
  size: number | null;
  gmtCreate: number;
}
