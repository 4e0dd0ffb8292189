import type * as formSchemas from './formSchemas';

type FormSchemas = typeof formSchemas;

/** A form schema of formSchemas.ts, loaded when the form first shows (see useForm). */
export function formSchema<K extends keyof FormSchemas>(name: K): () => Promise<FormSchemas[K]> {
  return () => import('./formSchemas').then((schemas) => schemas[name]);
}
