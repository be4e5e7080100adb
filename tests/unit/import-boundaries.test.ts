import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule behind decision 022: a feature never imports another feature; what two share
 * lives in src/web/lib. Lints source text as if it were a file of the reports feature, with the
 * project's own eslint.config.js.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function lintAs(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');
}

describe('feature import boundaries', () => {
  it('fails on an import from another feature', async () => {
    const messages = await lintAs(
      'src/web/features/reports/check-boundaries.ts',
      "import { useUsers } from '../admin-users/api/users.js';\nexport const x = useUsers;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('Features never import each other');
  });

  it('allows imports inside the feature and from src/web/lib', async () => {
    const messages = await lintAs(
      'src/web/features/reports/check-boundaries.ts',
      "import { useOwnUsage } from './api/own-usage.js';\n" +
        "import { useCompanySearch } from '../../lib/companies.js';\n" +
        'export const x = [useOwnUsage, useCompanySearch];\n',
    );
    expect(messages).toEqual([]);
  });

  it('fails on shared code importing a feature and on the client importing the server', async () => {
    const fromLib = await lintAs(
      'src/web/lib/check-boundaries.ts',
      "import { useUsers } from '../features/admin-users/api/users.js';\nexport const x = useUsers;\n",
    );
    const fromServer = await lintAs(
      'src/web/lib/check-boundaries.ts',
      "import { buildApp } from '../../server/app.js';\nexport const x = buildApp;\n",
    );
    expect(fromLib).toHaveLength(1);
    expect(fromServer).toHaveLength(1);
  });

  it("holds through the source roots' aliases as through relative paths", async () => {
    const otherFeature = await lintAs(
      'src/web/features/reports/check-boundaries.ts',
      "import { useUsers } from '@web/features/admin-users/api/users.js';\nexport const x = useUsers;\n",
    );
    const serverFromCore = await lintAs(
      'src/core/check-boundaries.ts',
      "import { loadConfig } from '@server/config.js';\nexport const x = loadConfig;\n",
    );
    const coreFromWeb = await lintAs(
      'src/web/features/reports/check-boundaries.ts',
      "import { ROLES } from '@core/roles.js';\nexport const x = ROLES;\n",
    );
    expect(otherFeature).toHaveLength(1);
    expect(serverFromCore).toHaveLength(1);
    expect(coreFromWeb).toEqual([]);
  });

  it('core imports each icon from its own module, never the whole icon package', async () => {
    const [whole] = await eslint.lintText(
      "import { BookOpen } from 'lucide-react';\nexport const icon = BookOpen;\n",
      { filePath: 'src/core/assistants/check-icons.ts' },
    );
    const rule = '@typescript-eslint/no-restricted-imports';
    expect(whole!.messages.filter((m) => m.ruleId === rule)).toHaveLength(1);
    const [one] = await eslint.lintText(
      "import BookOpen from 'lucide-react/icons/book-open';\n" +
        "import type { LucideIcon } from 'lucide-react';\n" +
        'export const icon: LucideIcon = BookOpen;\n',
      { filePath: 'src/core/assistants/check-icons.ts' },
    );
    expect(one!.messages.filter((m) => m.ruleId === rule)).toEqual([]);
  });

  it('the server names project files from the root, never by counting from its own module', async () => {
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: 'src/server/check-paths.ts' });
      return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    };
    const counted = await lint("export const web = new URL('../../dist/web', import.meta.url);\n");
    expect(counted).toHaveLength(1);
    expect(counted[0]!.message).toContain('projectPath');
    expect(
      await lint(
        "import { projectPath } from './db/project-folders.js';\n" +
          "export const web = projectPath('dist/web');\n" +
          "export const fromSource = import.meta.url.endsWith('.ts');\n",
      ),
    ).toEqual([]);
  });
});
