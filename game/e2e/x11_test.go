//go:build e2e

package e2e

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
	"time"
)

// closeWindow asks the game's window to close exactly as a window
// manager's close button does (ICCCM): a WM_PROTOCOLS client message
// carrying WM_DELETE_WINDOW, sent to the client that owns the window. The
// test display (Xvfb) runs no window manager and xdotool cannot send this
// message, so the few X11 requests it takes are written here by hand.
func closeWindow(window uint32) error {
	c, err := dialX()
	if err != nil {
		return err
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(5 * time.Second))
	protocols, err := internAtom(c, "WM_PROTOCOLS")
	if err != nil {
		return err
	}
	deleteWindow, err := internAtom(c, "WM_DELETE_WINDOW")
	if err != nil {
		return err
	}
	// SendEvent (opcode 25), no propagation, 44 bytes, to the window with
	// an empty event mask: the event goes to the client that created it.
	req := make([]byte, 44)
	req[0] = 25
	binary.LittleEndian.PutUint16(req[2:], 11)
	binary.LittleEndian.PutUint32(req[4:], window)
	ev := req[12:]
	ev[0] = 33 // ClientMessage
	ev[1] = 32 // format: 32-bit data
	binary.LittleEndian.PutUint32(ev[4:], window)
	binary.LittleEndian.PutUint32(ev[8:], protocols)
	binary.LittleEndian.PutUint32(ev[12:], deleteWindow)
	if _, err := c.Write(req); err != nil {
		return err
	}
	// A round trip: an error from SendEvent (a bad window) arrives first.
	_, err = internAtom(c, "WM_PROTOCOLS")
	return err
}

// dialX connects to the local X server named by $DISPLAY and completes the
// connection handshake (no authorisation: Xvfb as the tests start it).
func dialX() (net.Conn, error) {
	d := os.Getenv("DISPLAY")
	if !strings.HasPrefix(d, ":") {
		return nil, fmt.Errorf("x11: only a local display is supported, not %q", d)
	}
	n := strings.TrimPrefix(d, ":")
	if i := strings.IndexByte(n, '.'); i >= 0 {
		n = n[:i]
	}
	c, err := net.Dial("unix", "/tmp/.X11-unix/X"+n)
	if err != nil {
		return nil, err
	}
	_ = c.SetDeadline(time.Now().Add(5 * time.Second))
	// 'l': little-endian, protocol 11.0, no authorisation.
	setup := []byte{'l', 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0}
	if _, err := c.Write(setup); err != nil {
		c.Close()
		return nil, err
	}
	head := make([]byte, 8)
	if _, err := io.ReadFull(c, head); err != nil {
		c.Close()
		return nil, err
	}
	rest := make([]byte, int(binary.LittleEndian.Uint16(head[6:]))*4)
	if _, err := io.ReadFull(c, rest); err != nil {
		c.Close()
		return nil, err
	}
	if head[0] != 1 {
		c.Close()
		return nil, fmt.Errorf("x11: connection refused: %q", strings.TrimRight(string(rest), "\x00"))
	}
	return c, nil
}

// internAtom returns the atom for name, creating it if needed.
func internAtom(c net.Conn, name string) (uint32, error) {
	pad := (4 - len(name)%4) % 4
	req := make([]byte, 8+len(name)+pad)
	req[0] = 16 // InternAtom, only-if-exists false
	binary.LittleEndian.PutUint16(req[2:], uint16(len(req)/4))
	binary.LittleEndian.PutUint16(req[4:], uint16(len(name)))
	copy(req[8:], name)
	if _, err := c.Write(req); err != nil {
		return 0, err
	}
	reply := make([]byte, 32)
	if _, err := io.ReadFull(c, reply); err != nil {
		return 0, err
	}
	switch reply[0] {
	case 1:
		return binary.LittleEndian.Uint32(reply[8:]), nil
	case 0:
		return 0, fmt.Errorf("x11: request failed with error code %d", reply[1])
	}
	return 0, errors.New("x11: unexpected event before the reply")
}
