import { CommentList } from '@csz/widgets';
import { useComments } from './useComments';

/**
 * A post's comments, a chunk of its own: the comment box checks its text with core's schemas
 * (the validation library), which the post itself does not need to show (docs/architecture.md budgets).
 */
export function PostComments({ postId }: { postId: number }) {
  return <CommentList {...useComments(postId)} />;
}
