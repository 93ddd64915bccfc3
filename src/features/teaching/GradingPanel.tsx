import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ChinesePagination } from '@/components/ChinesePagination';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { focusWasDropped } from '@/components/droppedFocus';
import { paths, withUserId } from '@/config/paths';
import { useApiQuery } from '@/hooks/useAsyncData';
import { useFormDraft } from '@/hooks/useFormDraft';
import { readPaging, useQueryState } from '@/hooks/useQueryState';
import { useSession } from '@/hooks/useSession';
import { isHttpError } from '@/lib/http/httpError';
import { toast } from '@/lib/toast/toast';
import {
  getGradingQueue,
  gradingQueueQuery,
  saveGrade,
  submissionQuery,
  type GradingQuery,
  type Submission,
} from './teachingApi';
import { parseScore } from './teachingRules';
import { chinaMonthDayTime } from './teachingFormat';

interface GradeDraft {
  score: string;
  comment: string;
}

const EMPTY_GRADE: GradeDraft = { score: '', comment: '' };

const isGradeDraft = (value: unknown): value is GradeDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { score?: unknown }).score === 'string' &&
  typeof (value as { comment?: unknown }).comment === 'string';

/** Why the server refused a grade, in its own (Chinese) words; null when the client said why. */
function refusalOf(error: unknown): string | null {
  if (!isHttpError(error)) return '保存失败，请稍后重试';
  if (error.kind === 'api-code' || error.kind === 'api-errors') return error.message;
  if (error.kind === 'status') {
    const details: unknown = error.details;
    const message =
      typeof details === 'object' && details !== null
        ? (details as { message?: unknown }).message
        : undefined;
    return typeof message === 'string' && message ? message : '保存失败，请稍后重试';
  }
  if (error.kind === 'unauthorized' || error.kind === 'canceled') return null;
  return error.message;
}

/** Main actions are 44 px high on phones (docs/accessibility.md), one thumb's reach. */
const MAIN_ACTION_SX = { minHeight: { xs: 44, sm: 40 } } as const;

/**
 * An opened submission's head, graded or not: where it stands in the list, whose it is (the
 * heading focus goes to when it opens) and what it was handed in for, and when. The day and time
 * stay on one line, as in the list: "提交于 11 / 月24日" split them at 390 px.
 */
function SubmissionHeader({
  submission,
  position,
  headingId,
  headingRef,
}: {
  submission: Submission;
  position: string;
  headingId?: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="grading-position">
        {position}
      </Typography>
      <Typography
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        component="h2"
        variant="h6"
        data-submission-heading=""
        sx={{ overflowWrap: 'anywhere', outline: 'none' }}
      >
        {submission.studentName}（学号 {submission.studentNo}）
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {submission.courseName} · {submission.assignmentTitle} · 提交于{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }} data-submitted-at="">
          {chinaMonthDayTime(submission.submittedAt)}
        </Box>
      </Typography>
    </>
  );
}

/** What the student handed in, as typed: its lines kept, a long word broken anywhere. */
function SubmissionContent({ submission }: { submission: Submission }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="作业内容"
      sx={{ mt: 2, p: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'grey.50' }}
      data-testid="submission-content"
    >
      {submission.content}
    </Paper>
  );
}

/**
 * A submission already graded, among all of an assignment's (查看提交): what was handed in and
 * what it was given. Read only: the API takes one grade per submission (409 for a second).
 */
function GradedSubmission({
  submission,
  position,
  onBack,
}: {
  submission: Submission;
  position: string;
  onBack: () => void;
}) {
  return (
    <Box component="article" aria-labelledby={`graded-${submission.submissionId}`}>
      <SubmissionHeader
        submission={submission}
        position={position}
        headingId={`graded-${submission.submissionId}`}
      />
      <SubmissionContent submission={submission} />
      <Box component="dl" sx={{ mt: 2, mb: 0, display: 'grid', gap: 0.5, maxWidth: 560 }}>
        <Typography component="dt" color="text.secondary">
          成绩
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="grading-given">
          {submission.score} 分
        </Typography>
        <Typography component="dt" color="text.secondary" sx={{ mt: 1 }}>
          评语
        </Typography>
        <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {submission.comment ? submission.comment : '（没有评语）'}
        </Typography>
      </Box>
      <Button type="button" onClick={onBack} sx={{ ...MAIN_ACTION_SX, mt: 2 }}>
        返回列表
      </Button>
    </Box>
  );
}

function SubmissionForm({
  submission,
  userId,
  position,
  arrivedBySave,
  saveLabel,
  onSaved,
  onBack,
}: {
  submission: Submission;
  userId: string | number;
  position: string;
  arrivedBySave: boolean;
  /** 保存并下一份 in the queue; 保存 among all the submissions, which goes back to the list. */
  saveLabel: string;
  onSaved: () => Promise<void>;
  onBack: () => void;
}) {
  const kept = useFormDraft<GradeDraft>({
    form: `grade:${submission.submissionId}`,
    userId,
    saved: EMPTY_GRADE,
    isValue: isGradeDraft,
    isSame: (a, b) => a.score === b.score && a.comment === b.comment,
  });
  const [scoreError, setScoreError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const scoreInput = useRef<HTMLInputElement>(null);
  // The next submission replaced the one just saved: say so where the eyes and focus are.
  useEffect(() => {
    if (arrivedBySave) heading.current?.focus();
  }, [arrivedBySave]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setRefusal(null);
    const parsed = parseScore(kept.value.score);
    if (!parsed.ok) {
      setScoreError(parsed.error);
      return;
    }
    setScoreError(null);
    setSaving(true);
    try {
      await saveGrade(submission.submissionId, {
        score: parsed.score,
        comment: kept.value.comment.trim(),
      });
      kept.forget();
      toast.success(`已保存${submission.studentName}的成绩`);
      await onSaved();
    } catch (error) {
      // The input stays: the teacher corrects it instead of typing it again.
      setRefusal(refusalOf(error));
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate aria-label="批改" onSubmit={(event) => void submit(event)}>
      <SubmissionHeader submission={submission} position={position} headingRef={heading} />
      {kept.restored && (
        <Alert
          severity="info"
          role="status"
          sx={{ mt: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                kept.discard();
                // The notice and this button leave with the draft: focus goes to the emptied score.
                scoreInput.current?.focus();
              }}
            >
              放弃修改
            </Button>
          }
        >
          已恢复未保存的修改
        </Alert>
      )}
      <SubmissionContent submission={submission} />
      <Stack spacing={2} sx={{ mt: 2, maxWidth: 560 }}>
        <TextField
          label="分数"
          inputRef={scoreInput}
          value={kept.value.score}
          onChange={(event) => {
            kept.change({ ...kept.value, score: event.target.value });
            setScoreError(null);
          }}
          error={Boolean(scoreError)}
          helperText={scoreError ?? '0-100 的整数'}
          required
          sx={{ maxWidth: 200 }}
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'off', enterKeyHint: 'next' },
          }}
        />
        <TextField
          label="评语"
          value={kept.value.comment}
          onChange={(event) => kept.change({ ...kept.value, comment: event.target.value })}
          multiline
          minRows={3}
          helperText="低于 60 分时请写明原因"
        />
      </Stack>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mt: 2, maxWidth: 560 }}>
          保存失败：{refusal}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Button
          type="submit"
          variant="contained"
          // Never `disabled`: the focus stays on it after a refusal (docs/accessibility.md).
          aria-disabled={saving}
          sx={MAIN_ACTION_SX}
        >
          {saving ? '正在保存…' : saveLabel}
        </Button>
        <Button type="button" onClick={onBack} sx={MAIN_ACTION_SX}>
          返回列表
        </Button>
      </Stack>
    </Box>
  );
}

function QueueList({
  submissions,
  busy,
  label,
  withState,
  openHref,
}: {
  submissions: readonly Submission[];
  busy: boolean;
  label: string;
  /** Among all the hand-ins, each says whether it waits or what it was given. */
  withState: boolean;
  openHref: (submissionId: string) => string;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={busy}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {submissions.map((s) => (
        <Box
          component="li"
          key={s.submissionId}
          data-testid="queue-item"
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 1.5,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {s.studentName}
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                学号 {s.studentNo}
              </Typography>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {s.courseName} · {s.assignmentTitle} ·{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {chinaMonthDayTime(s.submittedAt)}
              </Box>
            </Typography>
            {withState && (
              <Typography variant="body2" data-testid="queue-item-state">
                {typeof s.score === 'number' ? `已批改 ${s.score} 分` : '待批改'}
              </Typography>
            )}
          </Box>
          <Button
            component={RouterLink}
            to={openHref(s.submissionId)}
            variant="outlined"
            sx={MAIN_ACTION_SX}
            aria-label={`${typeof s.score === 'number' ? '查看' : '批改'} ${s.studentName}`}
            data-opens-submission={s.submissionId}
          >
            {typeof s.score === 'number' ? '查看' : '批改'}
          </Button>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Where to go when nothing waits. Saving the last one replaces the form with this: focus comes
 * here rather than falling to <body> (docs/accessibility.md), as ErrorView's 重试 does.
 */
function WayOnLink({ to, children }: { to: string; children: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusWasDropped()) link.current?.focus();
  }, []);
  return (
    <Button ref={link} component={RouterLink} to={to} variant="outlined" sx={MAIN_ACTION_SX}>
      {children}
    </Button>
  );
}

/**
 * A submission the list on screen does not hold: the one just graded, reached again by the
 * browser's back (保存并下一份 had moved on), or one on another page. Read on its own: read only
 * once graded, the form while it waits; gone (not this teacher's, or no such submission), said
 * so with the way back to the list.
 */
function SubmissionOutsideList({
  submissionId,
  userId,
  listHref,
  saveLabel,
  onSaved,
  onBack,
}: {
  submissionId: string;
  userId: string | number;
  listHref: string;
  saveLabel: string;
  onSaved: () => Promise<void>;
  onBack: () => void;
}) {
  const state = useApiQuery(submissionQuery(submissionId));
  // It comes after the list's answer, later than the switch of views moves focus: focus goes to
  // its heading once it is in, if the view the user was on has left.
  useEffect(() => {
    if (state.status !== 'success' || !focusWasDropped()) return;
    document.querySelector<HTMLElement>('main [data-submission-heading]')?.focus();
  }, [state.status]);
  if (state.status === 'error' && isHttpError(state.error) && state.error.status === 404) {
    return (
      <EmptyView
        title="没有找到这份作业"
        hint="它可能已被删除，或不属于你的课程。"
        action={
          <Button component={RouterLink} to={listHref} variant="outlined" sx={MAIN_ACTION_SX}>
            返回列表
          </Button>
        }
      />
    );
  }
  return (
    <DataView state={state} loadingLabel="正在加载这份作业" isEmpty={() => false} empty={null}>
      {(submission) =>
        typeof submission.score === 'number' ? (
          <GradedSubmission submission={submission} position="已批改" onBack={onBack} />
        ) : (
          <SubmissionForm
            submission={submission}
            userId={userId}
            position="待批改"
            arrivedBySave={false}
            saveLabel={saveLabel}
            onSaved={onSaved}
            onBack={onBack}
          />
        )
      }
    </DataView>
  );
}

/**
 * The list and an opened submission are one page whose address changes by query (批改, 返回列表,
 * the browser's back and forward): each replaces the other, and the control that was pressed
 * leaves with it. Focus goes to the opened submission's heading, or back to the 批改 of the one
 * just left (else the list's total), never to <body> (docs/accessibility.md). A fresh page,
 * where nothing had focus, is left alone.
 */
function useFocusAcrossViews(openId: string | null): void {
  const shown = useRef(openId);
  useEffect(() => {
    const left = shown.current;
    shown.current = openId;
    if (left === openId) return;
    // Two frames: the view that replaces the other has been committed and laid out by then.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (!focusWasDropped()) return;
        const main = document.querySelector('main') ?? document;
        const target = openId
          ? main.querySelector<HTMLElement>('[data-submission-heading]')
          : ((left !== null
              ? main.querySelector<HTMLElement>(`[data-opens-submission="${CSS.escape(left)}"]`)
              : null) ?? main.querySelector<HTMLElement>('[data-grading-total]'));
        target?.focus();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [openId]);
}

/**
 * 待批改: the submissions waiting, oldest first (filtered by course or assignment when the
 * address says so); one opened shows its content and the score form, and 保存并下一份 goes on
 * to the next one waiting until none is left (docs/screens.md "Grading").
 */
export function GradingPanel() {
  const { params, update } = useQueryState();
  const { user } = useSession();
  const filter: Pick<GradingQuery, 'courseId' | 'assignmentId'> = {
    courseId: params.get('courseId'),
    assignmentId: params.get('assignmentId'),
  };
  // From a course's 作业, 查看提交: every hand-in of the assignment, graded ones too.
  const all = params.get('show') === 'all';
  const { page, size } = readPaging(params);
  const openId = params.get('submission');
  const [revision, setRevision] = useState(0);
  const [arrivedBySave, setArrivedBySave] = useState(false);
  const [allDone, setAllDone] = useState(false);
  // The list says which it is from its own answer: switching 查看全部提交 / 只看待批改 shows the
  // last answer until the next is in, and it must not read 共 84 份待批改 meanwhile.
  const listed = gradingQueueQuery({ ...filter, all, page, size }, revision);
  const queue = useApiQuery({
    key: listed.key,
    load: () => listed.load().then((answer) => ({ ...answer, all })),
  });
  useFocusAcrossViews(openId);

  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return `?${next.toString()}`;
  };
  const backHref = filter.courseId
    ? withUserId(`${paths.course(filter.courseId)}?tab=assignments`, user?.userId)
    : paths.home;
  const backLabel = filter.courseId ? '返回课程' : '返回首页';

  const saved = async () => {
    if (all) {
      // Among all the hand-ins nothing leaves: back to the list, which shows the new grade.
      setRevision((r) => r + 1);
      update({ submission: null });
      return;
    }
    // The one just saved has left the queue: the next waiting is now the first.
    const next = await getGradingQueue({ ...filter, page: 1, size: 1 }).catch(() => null);
    setRevision((r) => r + 1);
    setArrivedBySave(true);
    setAllDone(next !== null && next.total === 0);
    update({ submission: next?.records[0]?.submissionId ?? null, page: null });
  };

  return (
    <DataView
      state={queue}
      loadingLabel="正在加载待批改的作业"
      isEmpty={(d) => d.total === 0 && !openId}
      empty={
        <EmptyView
          title={all ? '这次作业还没有人提交' : allDone ? '都批改完了' : '没有待批改的作业'}
          hint={allDone ? '这里的作业已全部批改。' : undefined}
          action={<WayOnLink to={backHref}>{backLabel}</WayOnLink>}
        />
      }
    >
      {(d, busy) => {
        if (openId) {
          const index = d.records.findIndex((s) => s.submissionId === openId);
          const submission = d.records[index];
          if (!user) return null;
          if (!submission) {
            return busy ? null : (
              <SubmissionOutsideList
                key={openId}
                submissionId={openId}
                userId={user.userId}
                listHref={hrefWith({ submission: null })}
                saveLabel={all ? '保存' : '保存并下一份'}
                onSaved={saved}
                onBack={() => update({ submission: null })}
              />
            );
          }
          const position = `第 ${(page - 1) * size + index + 1} 份，共 ${d.total} 份${d.all ? '提交' : '待批改'}`;
          if (typeof submission.score === 'number') {
            return (
              <GradedSubmission
                key={submission.submissionId}
                submission={submission}
                position={position}
                onBack={() => update({ submission: null })}
              />
            );
          }
          return (
            <SubmissionForm
              key={submission.submissionId}
              submission={submission}
              userId={user.userId}
              position={position}
              arrivedBySave={arrivedBySave && !all}
              saveLabel={all ? '保存' : '保存并下一份'}
              onSaved={saved}
              onBack={() => update({ submission: null })}
            />
          );
        }
        return (
          <>
            <Stack
              direction="row"
              spacing={2}
              sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
            >
              <Typography data-testid="grading-total" data-grading-total="" tabIndex={-1}>
                共 {d.total} 份{d.all ? '提交' : '待批改'}
              </Typography>
              {filter.assignmentId && (
                <Button
                  component={RouterLink}
                  to={hrefWith({ show: all ? null : 'all', page: null })}
                  size="small"
                >
                  {all ? '只看待批改' : '查看全部提交'}
                </Button>
              )}
              {(filter.courseId || filter.assignmentId) && (
                <Button
                  component={RouterLink}
                  to={hrefWith({ courseId: null, assignmentId: null, page: null })}
                  size="small"
                >
                  显示全部课程
                </Button>
              )}
              {filter.courseId && (
                <Button component={RouterLink} to={backHref} size="small">
                  返回课程
                </Button>
              )}
            </Stack>
            <QueueList
              submissions={d.records}
              busy={busy}
              label={d.all ? '提交的作业' : '待批改的作业'}
              withState={d.all}
              openHref={(id) => hrefWith({ submission: id })}
            />
            <Box sx={{ mt: 2 }}>
              <ChinesePagination
                total={d.total}
                page={page}
                pageSize={size}
                label={d.all ? '提交分页' : '待批改分页'}
                onChange={(nextPage, nextSize, options) =>
                  update({ page: nextPage, size: nextSize }, options)
                }
              />
            </Box>
          </>
        );
      }}
    </DataView>
  );
}
