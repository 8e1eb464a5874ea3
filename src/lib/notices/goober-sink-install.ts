// Imported first by NoticeProvider.tsx: the sink must exist before notistack's module evaluates,
// because notistack compiles its styles (and goober writes them) at import time.
import { installGooberSink } from './goober-sink';

installGooberSink();
