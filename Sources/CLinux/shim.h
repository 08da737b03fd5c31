#include <signal.h>
#include <sys/signalfd.h>
#include <sys/timerfd.h>
#include <sys/inotify.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <poll.h>
#include <time.h>
#include <unistd.h>
#include <fcntl.h>
#include <malloc.h>
#include <spawn.h>

/* glibc declares these only under _GNU_SOURCE, which the Swift importer does not define:
   POSIX_SPAWN_SETSID (glibc 2.26) and posix_spawn_file_actions_addclosefrom_np (2.34). */
#define CLINUX_POSIX_SPAWN_SETSID 0x80
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);
