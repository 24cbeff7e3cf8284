import type { Generated } from 'kysely';

/** Trainings, their categories, problems, registrations and records (module training). */
export interface TrainingTables {
  training: TrainingTable;
  trainingCategory: {
    id: Generated<number>;
    name: string;
    color: string | null;
    gid: number | null;
    gmtCreate: number;
    gmtModified: number;
  };
  trainingProblem: {
    id: Generated<number>;
    tid: number;
    pid: number;
    displayId: string;
    rank: number;
    gmtCreate: number;
    gmtModified: number;
  };
  trainingRegister: { id: Generated<number>; tid: number; uid: string; status: number; gmtCreate: number; gmtModified: number };
  trainingRecord: {
    id: Generated<number>;
    tid: number;
    tpid: number;
    pid: number;
    uid: string;
    submitId: number;
    gmtCreate: number;
    gmtModified: number;
  };
}

export interface TrainingTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  author: string | null;
  uid: string | null;
  auth: string;
  privatePwd: string | null;
  status: number;
  rank: number;
  categoryId: number | null;
  isGroup: number;
  gid: number | null;
  gmtCreate: number;
  gmtModified: number;
}
