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

// fbmTile caches three octaves of noise over one period (64 lattice units
// at 8 texels each), so per-pixel texture is a bilinear lookup.
const (
	fbmPeriod = 64
	fbmTexel  = 8
	fbmSize   = fbmPeriod * fbmTexel
)

var fbmTile = func() []float32 {
	t := make([]float32, fbmSize*fbmSize)
	for y := 0; y < fbmSize; y++ {
		for x := 0; x < fbmSize; x++ {
			u, v := float64(x)/fbmTexel, float64(y)/fbmTexel
			t[y*fbmSize+x] = float32(pnoise(u, v, fbmPeriod)*0.57 + pnoise(u*2+17, v*2+31, fbmPeriod*2)*0.29 + pnoise(u*4+53, v*4+7, fbmPeriod*4)*0.14)
		}
	}
	return t
}()

// pnoise is value noise with period p lattice units (p divides noiseN).
func pnoise(x, y float64, p int) float64 {
	fx, fy := math.Floor(x), math.Floor(y)
	m := p - 1
	ix, iy := int(fx)&m, int(fy)&m
	jx, jy := (ix+1)&m, (iy+1)&m
	u, v := x-fx, y-fy
	u = u * u * (3 - 2*u)
	v = v * v * (3 - 2*v)
	a := float64(noiseTab[iy*noiseN+ix])
	b := float64(noiseTab[iy*noiseN+jx])
	c := float64(noiseTab[jy*noiseN+ix])
	d := float64(noiseTab[jy*noiseN+jx])
	return a + (b-a)*u + (c-a)*v + (a-b-c+d)*u*v
}

// fbm is seamless fractal noise in 0..1 (period 64 in each axis).
func fbm(x, y float64) float64 {
	x *= fbmTexel
	y *= fbmTexel
	fx, fy := math.Floor(x), math.Floor(y)
	ix, iy := int(fx)&(fbmSize-1), int(fy)&(fbmSize-1)
	jx, jy := (ix+1)&(fbmSize-1), (iy+1)&(fbmSize-1)
	u, v := float32(x-fx), float32(y-fy)
	a, b := fbmTile[iy*fbmSize+ix], fbmTile[iy*fbmSize+jx]
	c, d := fbmTile[jy*fbmSize+ix], fbmTile[jy*fbmSize+jx]
	return float64(a + (b-a)*u + (c-a)*v + (a-b-c+d)*u*v)
}

// hash01 is a deterministic pseudo-random number for integer inputs.
func hash01(a, b int) float64 {
	h := uint32(a)*0x85EBCA6B ^ uint32(b)*0xC2B2AE35
	h ^= h >> 16
	h *= 0x7FEB352D
	h ^= h >> 15
	return float64(h&0xFFFFFF) / 0xFFFFFF
}
