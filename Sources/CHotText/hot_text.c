#include "CHotText.h"

/* Distinct bodies, so that identical code folding can never merge the two. */
void statuspanel_hot_text_start(void) { __asm__ volatile("" ::: "memory"); }
void statuspanel_hot_text_end(void) { __asm__ volatile("nop" ::: "memory"); }
