import {
  type AdminTrainingRow,
  type TrainingCategory,
  type TrainingEntity,
  type TrainingProblemEntity,
  type TrainingVo,
  msToWireDate as wire,
} from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { TrainingCategoryRow, TrainingProblemRow, TrainingRow, TrainingWithCategory } from './training.repository';

export function toTrainingVo(t: TrainingWithCategory, figures: { problemCount: number; acCount: number }): TrainingVo {
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    author: t.author,
    auth: t.auth,
    categoryId: t.categoryId,
    categoryName: t.categoryName,
    categoryColor: t.categoryColor,
    rank: Number(t.rank),
    problemCount: figures.problemCount,
    acCount: figures.acCount,
    gid: t.gid,
    gmtCreate: wire(t.gmtCreate),
    gmtModified: wire(t.gmtModified),
  };
}

/** The entity; the password only when `withPassword` (those who administer the training). */
export function toTrainingEntity(t: TrainingRow, withPassword: boolean): TrainingEntity {
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    author: t.author,
    auth: t.auth,
    privatePwd: withPassword ? t.privatePwd : null,
    status: toBool(t.status),
    rank: Number(t.rank),
    isGroup: toBool(t.isGroup),
    gid: t.gid,
    gmtCreate: wire(t.gmtCreate),
    gmtModified: wire(t.gmtModified),
  };
}

export const toAdminTrainingRow = (t: TrainingWithCategory, problemCount: number, withPassword: boolean): AdminTrainingRow => ({
  ...toTrainingEntity(t, withPassword),
  categoryName: t.categoryName,
  categoryColor: t.categoryColor,
  problemCount,
});

export const toTrainingCategory = (c: TrainingCategoryRow): TrainingCategory => ({
  id: c.id,
  name: c.name,
  color: c.color,
  gid: c.gid,
  gmtCreate: wire(c.gmtCreate),
  gmtModified: wire(c.gmtModified),
});

export const toTrainingProblemEntity = (p: TrainingProblemRow): TrainingProblemEntity => ({
  id: p.id,
  tid: Number(p.tid),
  pid: Number(p.pid),
  displayId: p.displayId,
  rank: Number(p.rank),
  gmtCreate: wire(p.gmtCreate),
  gmtModified: wire(p.gmtModified),
});
