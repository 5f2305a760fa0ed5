property :tags, Array, default: []
