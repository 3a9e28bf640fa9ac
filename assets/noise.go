package assets

import "math"

// Periodic value noise. One 256x256 lattice of random values, built once
// from a fixed seed (the art must be identical every run), sampled with
// smooth interpolation; fbm sums three octaves. Cheap enough to run per pixel
// over the whole board in a few tens of milliseconds.

const noiseN = 256

var noiseTab = func() []float32 {
	t := make([]float32, noiseN*noiseN)
	s := uint32(0x9E3779B9)
	for i := range t {
		// xorshift32: deterministic, no dependency on math/rand state.
		s ^= s << 13
		s ^= s >> 17
		s ^= s << 5
		t[i] = float32(s&0xFFFF) / 0xFFFF
	}
	return t
}()

func vnoise(x, y float64) float64 {
	fx, fy := math.Floor(x), math.Floor(y)
	ix, iy := int(fx)&(noiseN-1), int(fy)&(noiseN-1)
	jx, jy := (ix+1)&(noiseN-1), (iy+1)&(noiseN-1)
	u, v := x-fx, y-fy
	u = u * u * (3 - 2*u)
	v = v * v * (3 - 2*v)
	a := float64(noiseTab[iy*noiseN+ix])
	b := float64(noiseTab[iy*noiseN+jx])
	c := float64(noiseTab[jy*noiseN+ix])
	d := float64(noiseTab[jy*noiseN+jx])
	return a + (b-a)*u + (c-a)*v + (a-b-c+d)*u*v
}

// fbm is fractal noise in 0..1.
func fbm(x, y float64) float64 {
	return (vnoise(x, y)*0.57 + vnoise(x*2.03+17, y*2.03+31)*0.29 + vnoise(x*4.1+53, y*4.1+7)*0.14)
}

// hash01 is a deterministic pseudo-random number for integer inputs.
func hash01(a, b int) float64 {
	h := uint32(a)*0x85EBCA6B ^ uint32(b)*0xC2B2AE35
	h ^= h >> 16
	h *= 0x7FEB352D
	h ^= h >> 15
	return float64(h&0xFFFFFF) / 0xFFFFFF
}
