// Lets Node's type stripping run src/ directly: src/ imports `./x.js` (as compiled TypeScript
// does), so an import of a `.js` file that does not exist is retried as `.ts`.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (specifier.startsWith('.') && specifier.endsWith('.js'))
        return nextResolve(specifier.slice(0, -3) + '.ts', context);
      throw error;
    }
  },
});
