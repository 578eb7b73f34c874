/** The pagination block every list answers with (contracts `paginaSchema`). */
export function pagina<T>(data: T[], total: number, page: number, porPagina: number) {
  return {
    data,
    current_page: page,
    per_page: porPagina,
    total,
    last_page: Math.max(1, Math.ceil(total / porPagina)),
  };
}
