# Debian packages, sourced by the other scripts.
BUILD_PACKAGES=(pkg-config libx11-dev libxft-dev libxrender-dev libxrandr-dev libxfixes-dev libxcomposite-dev libxdamage-dev libtomlplusplus-dev fonts-dejavu-core libdbus-1-dev libpulse-dev libasound2-dev)
# libfribidi0 and libharfbuzz0b are loaded at run time (right-to-left labels, labels outside
# ASCII); hb-shape (libharfbuzz-bin) and pango-view (pango1.0-tools) are the independent shapers
# the shaping tests and the gallery compare with, on the Indic, Thai, Khmer and Sinhala fonts
# listed. The CJK and emoji fonts and the
# locales (scripts/locales) are for the tests of other scripts and languages. fonts-noto-core is
# there as on a desktop: it makes fontconfig's own sans-serif Noto Sans, and the tests still pass
# because they bring their own fontconfig (Tests/IntegrationTests/Fonts/fonts.conf). iproute2 and
# python3 make the VPN test's tun interface (VPNTunnelTests, as root). tzdata for the clock's
# tests in fixed time zones. The StatusNotifierItem tests run a session bus (dbus-daemon), call it
# with gdbus (libglib2.0-bin) and run real SNI apps from /usr/bin/python3: Qt's QSystemTrayIcon
# (python3-pyqt5) and libayatana-appindicator (python3-gi, gir1.2-ayatanaappindicator3-0.1);
# the panel loads icon files (PNG, SVG) through gdk-pixbuf and its librsvg loader. i3blocks
# ships the real scripts the script items' tests run (/usr/share/i3blocks) and, with i3status,
# bumblebee-status and py3status (Debian's packages of the PyPI ones), is a real generator of
# i3bar's protocol for them (GeneratorTests). i3status-rust is not in Debian (bookworm), so no
# test runs it. copyq, flameshot and
# network-manager-gnome (nm-applet --indicator, with NetworkManager the test starts as root on a
# private system bus, or the machine's) are the real tray apps whose menus StatusNotifierRealAppTests opens and uses. i3, bspwm,
# xfwm4, herbstluftwm, awesome, fluxbox and jwm (with icewm) are the window managers besides
# openbox that DesktopItemsTests runs the desktop items under (docs/window-managers.md).
# mpv with mpv-mpris is the real MPRIS player and playerctl the check of what the `media` item
# asked of it; dunst (with dunstctl) and xfce4-notifyd (with xfconf: xfconfd and xfconf-query)
# the real notification daemons of the `dnd` item (MediaItemTests).
# pulseaudio with null sinks is the real sound server of the `volume` item, driven by pactl
# (pulseaudio-utils; VolumeItemTests); libpulse-dev gives CPulse libpulse's headers only, and
# libasound2-dev CAlsa alsa-lib's. There is no sound card in CI: libasound2-plugins' `pulse` ctl
# plugin over the test's PulseAudio stands in for one, so the ALSA mixer path is tested too.
TEST_PACKAGES=(xvfb openbox icewm xterm x11-utils x11-xserver-utils xdotool wmctrl imagemagick x11-apps picom hsetroot
  yad cbatticon trayer libfribidi0 fonts-noto-cjk fonts-noto-color-emoji locales iproute2 python3 tzdata
  libharfbuzz0b libharfbuzz-bin pango1.0-tools fonts-lohit-deva fonts-lohit-beng-bengali fonts-lohit-taml
  fonts-tlwg-garuda-ttf fonts-khmeros fonts-lklug-sinhala fonts-sil-padauk fonts-noto-core
  dbus-daemon libglib2.0-bin python3-pyqt5 python3-gi gir1.2-ayatanaappindicator3-0.1 libgdk-pixbuf-2.0-0 librsvg2-common
  i3blocks i3status bumblebee-status py3status polybar copyq flameshot network-manager-gnome
  i3 bspwm xfwm4 herbstluftwm awesome fluxbox jwm mpv mpv-mpris playerctl dunst
  xfce4-notifyd xfconf
  pulseaudio pulseaudio-utils libasound2-plugins)
# The locales the tests and the gallery use.
TEST_LOCALES=(de_DE en_US ja_JP ar_EG he_IL fa_IR hi_IN bn_IN th_TH)
# `make deb` (scripts/build-deb) and its test (scripts/test-deb).
DEB_PACKAGES=(dpkg-dev lintian devscripts)
# The awks the build must work with (scripts/test-awk): mawk, GNU awk, busybox's.
AWK_PACKAGES=(mawk gawk busybox)
