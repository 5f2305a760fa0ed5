pattern = /^(\d+\.\d+/
