// Without zod: the web's first load imports it through leve.ts (issue 13 §8).

/** Builds the concrete URL of an endpoint from its params (`:id` → value). */
export function montarCaminho(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([a-zA-Z_]+)/g, (_m, nome: string) => {
    const v = params?.[nome];
    if (v === undefined) throw new Error(`Parâmetro ausente: ${nome}`);
    return encodeURIComponent(String(v));
  });
}
