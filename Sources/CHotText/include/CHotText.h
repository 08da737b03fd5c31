#ifndef CHOTTEXT_H
#define CHOTTEXT_H
/* Two empty functions that scripts/hot-functions.txt places around the functions the steady state
   runs, which scripts/build packs at the start of the binary's code: their addresses bound the
   code that StartupPages keeps resident (Sources/statuspanel/Startup/HotText.swift). */
void statuspanel_hot_text_start(void);
void statuspanel_hot_text_end(void);
#endif
