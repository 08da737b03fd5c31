#include "CHotText.h"

/* Distinct bodies, so that identical code folding can never merge them. */
void statuspanel_hot_text_start(void) { __asm__ volatile("" ::: "memory"); }
void statuspanel_hot_text_end(void) { __asm__ volatile("nop" ::: "memory"); }
void statuspanel_profile_startup_ends(void) { __asm__ volatile("nop; nop" ::: "memory"); }
void statuspanel_profile_rare_work_begins(void) { __asm__ volatile("nop; nop; nop" ::: "memory"); }
