import { describeCompatSite } from './siteCompat.ts';

describeCompatSite('immer.tar.gz');
