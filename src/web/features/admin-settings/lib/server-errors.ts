/** An ApiError of lib/api/client, recognised by shape (this module stays free of the client). */
interface FieldsError extends Error {
  fields: Record<string, string>;
}

function hasFields(error: unknown): error is FieldsError {
  return error instanceof Error && typeof (error as Partial<FieldsError>).fields === 'object';
}

export interface RowFieldError {
  /** The form's path of the row's input, e.g. 'areas.0.postalCodes'. */
  path: string;
  message: string;
}

/**
 * Splits the field errors of a refused list save ('0.name', '1.postalCodes.2', '0.id')
 * into errors on the rows' inputs (the items of a list share their list's input) and
 * texts for a toast (a row deleted meanwhile has no input of its own).
 */
export function splitRowErrors(
  error: unknown,
  list: string,
  inputs: readonly string[],
): { fields: RowFieldError[]; other: string[] } {
  const fields: RowFieldError[] = [];
  const other: string[] = [];
  if (!hasFields(error)) return { fields, other };
  for (const [path, message] of Object.entries(error.fields)) {
    const [row, input] = path.split('.');
    if (row !== undefined && /^\d+$/.test(row) && input && inputs.includes(input)) {
      const at = `${list}.${row}.${input}`;
      if (!fields.some((f) => f.path === at)) fields.push({ path: at, message });
    } else {
      other.push(message);
    }
  }
  return { fields, other };
}

/** The reason of a refused request: the named fields' texts when there are any. */
export function refusalText(error: unknown): string {
  if (hasFields(error)) {
    const texts = Object.values(error.fields);
    return texts.length > 0 ? texts.join(' ') : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
