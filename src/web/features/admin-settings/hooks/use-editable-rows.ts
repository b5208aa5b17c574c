import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useFieldArray,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldError,
  type FieldArrayPath,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { refusalText, splitRowErrors } from '../lib/server-errors';

/** A row of a settings list: a stored row has its id, a new one none yet. */
export interface EditableRow {
  id?: number | undefined;
  name: string;
}

/** The form of one list: its rows under the list's name ('areas', 'cleaners'). */
export type RowsForm<L extends string, R> = { [K in L]: R[] };

/** The two lists, by the prefix of their texts ('areas.saved', 'washers.saved'). */
export type RowsKind = 'areas' | 'washers';

/** A stored row that waits for the question 'delete?' to be answered. */
export interface Removing {
  index: number;
  id: number;
  name: string;
}

/**
 * One settings list edited as a whole (admin spec section 2): the rows as a form, saved
 * whole, the server's field errors on the rows' inputs and the rest in a toast; a stored
 * row is deleted at once after a question (the other rows stay as edited, and as dirty),
 * an unsaved one only leaves the list. Tells the page whether anything is unsaved.
 */
/** What a list is: its texts, its name in the form, its check, its rows, the inputs of a row. */
export interface RowsList<L extends string, R extends EditableRow, S> {
  kind: RowsKind;
  list: L;
  resolver: Resolver<NoInfer<RowsForm<L, R>>>;
  toRow: (stored: S) => R;
  /** The inputs of a row that the server's field errors may name. */
  inputs: readonly string[];
  /** The input an error shows on, when it is not the one named (default: the same). */
  inputOf?: (input: string) => string;
  /** The list's calls (api/): save the whole list, delete one stored row. */
  useSave: () => Call<R[], readonly S[]>;
  useRemove: () => Call<number, unknown>;
}

/** A call to the server as the feature's api/ hooks give it. */
interface Call<V, T> {
  mutateAsync: (variables: V) => Promise<T>;
  isPending: boolean;
}

export function useEditableRows<L extends string, R extends EditableRow, S>(
  spec: RowsList<L, R, S>,
  options: {
    stored: readonly S[];
    onDirtyChange: (isDirty: boolean) => void;
    /** More of the reason a stored row could not be deleted (it begins with a space). */
    whyNotDeleted?: (id: number) => string;
  },
) {
  type Form = RowsForm<L, R>;
  const { t } = useTranslation('admin-settings');
  const { kind, list, toRow } = spec;
  const save = spec.useSave();
  const remove = spec.useRemove();
  const toForm = (rows: readonly S[]) => ({ [list]: rows.map(toRow) }) as Form;
  const form = useForm<Form>({
    resolver: spec.resolver,
    defaultValues: toForm(options.stored) as DefaultValues<Form>,
  });
  const rows = useFieldArray({
    control: form.control,
    name: list as unknown as FieldArrayPath<Form>,
    keyName: 'key',
  });
  const rowsNow = useWatch({ control: form.control, name: list as unknown as Path<Form> }) as R[];
  const [removing, setRemoving] = useState<Removing | null>(null);
  const { isDirty } = form.formState;
  const { onDirtyChange } = options;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(toForm(await save.mutateAsync(values[list])));
      showSuccess(t(`${kind}.saved`));
    } catch (error) {
      const { fields, other } = splitRowErrors(error, list, spec.inputs);
      for (const f of fields) {
        const [, row, input = ''] = f.path.split('.');
        const path = `${list}.${row}.${spec.inputOf?.(input) ?? input}`;
        form.setError(path as Path<Form>, { type: 'server', message: f.message });
      }
      showError(t(`${kind}.save_failed`, { reason: other.join(' ') || refusalText(error) }));
    }
  });

  /** The remove button of row `index`: a stored row asks first. */
  function askRemove(index: number, id: number | undefined) {
    if (id === undefined) {
      rows.remove(index);
      return;
    }
    setRemoving({ index, id, name: rowsNow[index]?.name || String(id) });
  }

  async function confirmRemove() {
    if (!removing) return;
    const { index, id } = removing;
    try {
      await remove.mutateAsync(id);
    } catch (error) {
      setRemoving(null);
      const reason = refusalText(error) + (options.whyNotDeleted?.(id) ?? '');
      showError(t(`${kind}.delete_failed`, { reason }));
      return;
    }
    rows.remove(index);
    // The stored list lost the row too: the other rows stay as edited, and as dirty.
    const stored = (form.formState.defaultValues?.[list] ?? []) as (R | undefined)[];
    form.reset({ [list]: stored.filter((r) => r?.id !== id) } as Form, { keepValues: true });
    setRemoving(null);
    showSuccess(t(`${kind}.deleted`));
  }

  /** Row `index`'s name, which every list has: what its input spreads, and its error. */
  function nameField(index: number) {
    const path = `${list}.${index}.name` as Path<Form>;
    const { error } = form.getFieldState(path, form.formState);
    return { registration: form.register(path), error: (error as FieldError | undefined)?.message };
  }

  return {
    kind,
    form,
    rows,
    rowsNow,
    /** The rows on screen: React's key and the stored id (none for a new row). */
    items: rows.fields.map((f) => ({ key: f.key, id: (f as unknown as R).id })),
    nameField,
    isDirty,
    isSaving: save.isPending,
    isRemoving: remove.isPending,
    removing,
    onSubmit,
    askRemove,
    confirmRemove: () => void confirmRemove(),
    cancelRemove: () => setRemoving(null),
  };
}

/** What the list's form and rows need of the hook, whatever the rows are. */
export type RowsEditor = Pick<
  ReturnType<typeof useEditableRows>,
  | 'kind'
  | 'rowsNow'
  | 'items'
  | 'nameField'
  | 'isDirty'
  | 'isSaving'
  | 'isRemoving'
  | 'removing'
  | 'onSubmit'
  | 'askRemove'
  | 'confirmRemove'
  | 'cancelRemove'
>;
