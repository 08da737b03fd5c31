.PHONY: run test build install install-strip uninstall test-install man bench bench-quick deb test-deb

# Installation layout (GNU conventions). `make install PREFIX=/usr DESTDIR=/tmp/pkg` stages a
# package; `make uninstall` with the same variables removes exactly what install put there.
PREFIX      ?= /usr/local
DESTDIR     ?=
BINDIR      ?= $(PREFIX)/bin
DATADIR     ?= $(PREFIX)/share
MANDIR      ?= $(DATADIR)/man
# systemd looks for user units in /usr/lib/systemd/user and /usr/local/lib/systemd/user.
USERUNITDIR ?= $(PREFIX)/lib/systemd/user
# XDG autostart entries are read from $XDG_CONFIG_DIRS/autostart, which is /etc/xdg unless the
# session says otherwise: so /etc/xdg for PREFIX=/usr and /usr/local, $(PREFIX)/etc/xdg else.
ifneq ($(filter /usr /usr/local,$(PREFIX)),)
XDGCONFDIR  ?= /etc/xdg
else
XDGCONFDIR  ?= $(PREFIX)/etc/xdg
endif
BASHCOMPDIR ?= $(DATADIR)/bash-completion/completions
ZSHCOMPDIR  ?= $(DATADIR)/zsh/site-functions
FISHCOMPDIR ?= $(DATADIR)/fish/vendor_completions.d

# The binary to install: the release build by scripts/build (how it links and why is there),
# rebuilt (incrementally) when a source is newer, so `make && sudo make install` never builds as
# root. By default it carries the Swift runtime (--static-swift-stdlib, in .build-static): it
# runs on a machine without Swift, and bench/run measured it lighter and quicker to start. STATIC=0
# builds one that loads the runtime from the toolchain it was built with (.build). BIN=FILE
# installs a binary built elsewhere.
STATIC  ?= 1
export STATIC
ifeq ($(STATIC),1)
BIN     ?= .build-static/release/statuspanel
else
BIN     ?= .build/release/statuspanel
endif
INSTALL_PROGRAM ?= $(INSTALL) -m 755
GENDIR  ?= .build/install-gen
SOURCES := Package.swift scripts/build $(shell find Sources -name '*.swift' -o -name '*.modulemap' -o -name '*.h' -o -name '*.cpp' 2>/dev/null)
INSTALL ?= install

build:
	bash scripts/build
run:
	bash scripts/run
test:
	bash scripts/test
test-install:
	bash scripts/test-install
# The Debian packages for fleets, from the static release binary (scripts/build-deb; docs/install.md):
# $(DEBDIR)/statuspanel_VERSION_ARCH.deb and $(DEBDIR)/statuspanel-kiosk_VERSION_all.deb.
DEBDIR ?= out
deb: $(BIN)
	bash scripts/build-deb '$(BIN)' '$(DEBDIR)'
# Installs both packages on this machine, runs them, purges them (root or sudo; scripts/test-deb).
test-deb:
	bash scripts/test-deb
# Side by side with polybar, tint2 and lemonbar (about 8 min; bench-quick about 2 min).
bench:
	bash bench/run
bench-quick:
	bash bench/run --quick

.build/release/statuspanel: $(SOURCES)
	STATIC=0 bash scripts/build
.build-static/release/statuspanel: $(SOURCES)
	STATIC=1 bash scripts/build

# What install generates from the binary and the templates, filled in with the paths above.
man: $(BIN)
	DATADIR='$(DATADIR)' USERUNITDIR='$(USERUNITDIR)' XDGCONFDIR='$(XDGCONFDIR)' \
	    sh scripts/gen-man.sh '$(GENDIR)' "$$('$(BIN)' --version)"

install: $(BIN) man
	$(INSTALL) -d '$(DESTDIR)$(BINDIR)' '$(DESTDIR)$(MANDIR)/man1' '$(DESTDIR)$(MANDIR)/man5' \
	    '$(DESTDIR)$(DATADIR)/statuspanel' '$(DESTDIR)$(USERUNITDIR)' '$(DESTDIR)$(XDGCONFDIR)/autostart' \
	    '$(DESTDIR)$(BASHCOMPDIR)' '$(DESTDIR)$(ZSHCOMPDIR)' '$(DESTDIR)$(FISHCOMPDIR)'
	$(INSTALL_PROGRAM) '$(BIN)' '$(DESTDIR)$(BINDIR)/statuspanel'
	$(INSTALL) -m 644 '$(GENDIR)/statuspanel.1' '$(DESTDIR)$(MANDIR)/man1/statuspanel.1'
	$(INSTALL) -m 644 '$(GENDIR)/statuspanel-config.5' '$(DESTDIR)$(MANDIR)/man5/statuspanel-config.5'
	$(INSTALL) -m 644 config/config.toml '$(DESTDIR)$(DATADIR)/statuspanel/config.toml'
	$(INSTALL) -m 644 config/kiosk.toml '$(DESTDIR)$(DATADIR)/statuspanel/kiosk.toml'
	sed 's|@BINDIR@|$(BINDIR)|g' packaging/statuspanel.service.in > '$(GENDIR)/statuspanel.service'
	$(INSTALL) -m 644 '$(GENDIR)/statuspanel.service' '$(DESTDIR)$(USERUNITDIR)/statuspanel.service'
	sed 's|@BINDIR@|$(BINDIR)|g' packaging/statuspanel.desktop.in > '$(GENDIR)/statuspanel.desktop'
	$(INSTALL) -m 644 '$(GENDIR)/statuspanel.desktop' '$(DESTDIR)$(XDGCONFDIR)/autostart/statuspanel.desktop'
	'$(BIN)' --generate-completion-script bash > '$(GENDIR)/statuspanel.bash'
	'$(BIN)' --generate-completion-script zsh > '$(GENDIR)/_statuspanel'
	'$(BIN)' --generate-completion-script fish > '$(GENDIR)/statuspanel.fish'
	$(INSTALL) -m 644 '$(GENDIR)/statuspanel.bash' '$(DESTDIR)$(BASHCOMPDIR)/statuspanel'
	$(INSTALL) -m 644 '$(GENDIR)/_statuspanel' '$(DESTDIR)$(ZSHCOMPDIR)/_statuspanel'
	$(INSTALL) -m 644 '$(GENDIR)/statuspanel.fish' '$(DESTDIR)$(FISHCOMPDIR)/statuspanel.fish'

# install with the binary's symbols stripped (GNU's install-strip): about a quarter of the size.
install-strip:
	$(MAKE) install INSTALL_PROGRAM='$(INSTALL) -s -m 755'

# Removes the files install put there and share/statuspanel. With a DESTDIR (a staging tree) it
# also removes the folders it installed into that are left empty, up to DESTDIR; without one it
# leaves the system's own folders (bin, share/man/man1, ...) alone.
INSTALLED = $(BINDIR)/statuspanel $(MANDIR)/man1/statuspanel.1 $(MANDIR)/man5/statuspanel-config.5 \
	$(DATADIR)/statuspanel/config.toml $(DATADIR)/statuspanel/kiosk.toml \
	$(USERUNITDIR)/statuspanel.service $(XDGCONFDIR)/autostart/statuspanel.desktop \
	$(BASHCOMPDIR)/statuspanel $(ZSHCOMPDIR)/_statuspanel $(FISHCOMPDIR)/statuspanel.fish

uninstall:
	rm -f $(addprefix '$(DESTDIR),$(addsuffix ',$(INSTALLED)))
	rmdir '$(DESTDIR)$(DATADIR)/statuspanel' 2>/dev/null || true
	@if [ -n '$(DESTDIR)' ]; then \
	    for f in $(INSTALLED); do \
	        d=$$(dirname "$$f"); \
	        while [ "$$d" != / ] && [ "$$d" != . ] && rmdir '$(DESTDIR)'"$$d" 2>/dev/null; do d=$$(dirname "$$d"); done; \
	    done; \
	fi

.PHONY: reliability
reliability:
	bash scripts/reliability
