import { describeCompatSite } from './siteCompat.ts';

describeCompatSite('pnpm.tar.gz');
