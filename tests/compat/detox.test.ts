import { describeCompatSite } from './siteCompat.ts';

describeCompatSite('detox.tar.gz');
