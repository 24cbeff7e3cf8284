import type { Actor } from '../../http/actor';

/** The training problem a submission goes to, once the training's rules allow the submit. */
export interface TrainingSubmitTarget {
  pid: number;
  displayPid: string;
  gid: number | null;
  languages: string[];
}

/**
 * What the submission module asks of trainings: implemented by the training module and wired in
 * wiring/ (the training module depends on this one, so this one only knows the interface). A
 * training submission is an ordinary one (cid 0); the training module records it from its verdict.
 */
export interface TrainingScope {
  /** Resolves the problem inside the training and checks the caller's access to it (throws when refused). */
  forSubmit(actor: Actor, tid: number, problemId: string): Promise<TrainingSubmitTarget>;
}
