#ifndef CHOTTEXT_H
#define CHOTTEXT_H
/* Two empty functions that scripts/hot-functions.txt places around the functions the steady state
   runs, which scripts/build packs at the start of the binary's code: their addresses bound the
   code that StartupPages keeps resident (Sources/statuspanel/Startup/StartupPages.swift). */
void statuspanel_hot_text_start(void);
void statuspanel_hot_text_end(void);
/* Two empty functions called where start-up ends (StartupPages.release) and where rare work
   begins (DotfileReload.read): scripts/gen-hot-functions splits its profile before each, by these
   names, which no rename or move of the Swift code changes. */
void statuspanel_profile_startup_ends(void);
void statuspanel_profile_rare_work_begins(void);
#endif
