import { mkdir, readFile, writeFile, stat, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded and generated files on disk under STORAGE_DIR (architecture.md "Data"); the database
 * keeps their metadata. Keys are relative paths like `produtos/12/foto-1.jpg`.
 */
export interface Storage {
  readonly raiz: string;
  salvar(chave: string, conteudo: Buffer): Promise<void>;
  ler(chave: string): Promise<Buffer>;
  existe(chave: string): Promise<boolean>;
  remover(chave: string): Promise<void>;
  caminho(chave: string): string;
}

/** Refuses keys that could escape the storage root. */
function chaveSegura(chave: string): string {
  const normal = path.posix.normalize(chave);
  if (normal.startsWith('..') || path.posix.isAbsolute(normal) || normal.includes('\0')) {
    throw new Error(`Chave de arquivo inválida: ${chave}`);
  }
  return normal;
}

/** Disk storage rooted at `raiz`. */
export function criarStorage(raiz: string): Storage {
  const caminho = (chave: string) => path.join(raiz, chaveSegura(chave));
  return {
    raiz,
    caminho,
    async salvar(chave, conteudo) {
      const destino = caminho(chave);
      await mkdir(path.dirname(destino), { recursive: true });
      await writeFile(destino, conteudo);
    },
    ler: (chave) => readFile(caminho(chave)),
    async existe(chave) {
      try {
        await stat(caminho(chave));
        return true;
      } catch {
        return false;
      }
    },
    remover: (chave) => rm(caminho(chave), { force: true }),
  };
}
