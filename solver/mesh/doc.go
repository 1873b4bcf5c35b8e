// Package mesh turns pieces into triangle meshes for 3D printing: the
// faces between two cells of a piece are left out, so the mesh is the
// piece's outer surface, closed, with outward normals. Cubes, prisms,
// rhombic dodecahedra, tetrahedra and octahedra are solids of their own;
// spheres are balls joined by round necks.
package mesh
