/** The highlight.js grammars code fences may name: lowlight's common set plus the platform languages. */
import { common } from 'lowlight';
import groovy from 'highlight.js/lib/languages/groovy';
import kotlin from 'highlight.js/lib/languages/kotlin';
import php from 'highlight.js/lib/languages/php';
import ruby from 'highlight.js/lib/languages/ruby';
import swift from 'highlight.js/lib/languages/swift';
import xml from 'highlight.js/lib/languages/xml';

// The seed enables kotlin, ruby, swift, xml and php "besides the defaults"; they are named here
// explicitly so that the set does not silently shrink if lowlight's `common` changes. Groovy is
// for `build.gradle` files.
export const highlightLanguages = { ...common, groovy, kotlin, php, ruby, swift, xml };
