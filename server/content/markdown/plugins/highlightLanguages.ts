/** The highlight.js grammars code fences may name: lowlight's common set plus the platform languages. */
import { common } from 'lowlight';
import groovy from 'highlight.js/lib/languages/groovy';
import http from 'highlight.js/lib/languages/http';
import kotlin from 'highlight.js/lib/languages/kotlin';
import php from 'highlight.js/lib/languages/php';
import ruby from 'highlight.js/lib/languages/ruby';
import swift from 'highlight.js/lib/languages/swift';
import xml from 'highlight.js/lib/languages/xml';

// The seed enables kotlin, ruby, swift, xml and php "besides the defaults"; they are named here
// explicitly so that the set does not silently shrink if lowlight's `common` changes. Groovy is
// for `build.gradle` files, HTTP for raw requests and headers.
export const highlightLanguages = { ...common, groovy, http, kotlin, php, ruby, swift, xml };

/** Extra fence names authors reach for, mapped to the grammar that reads them. */
export const highlightAliases = { plaintext: ['text', 'txt'], groovy: ['gradle'] };
