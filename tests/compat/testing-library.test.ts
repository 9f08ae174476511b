import { describeCompatSite } from './siteCompat.ts';

describeCompatSite('testing-library.tar.gz');
