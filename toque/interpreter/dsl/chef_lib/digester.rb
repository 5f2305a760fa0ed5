# Chef::Digester: the SHA-256 (and MD5) hex digests Chef keeps of files.
class Chef
  class Digester
    def self.instance = @instance ||= new
    def self.checksum_for_file(*args) = instance.checksum_for_file(*args)
    def self.generate_md5_checksum_for_file(*args) = instance.generate_md5_checksum_for_file(*args)

    def checksum_for_file(file) = generate_checksum(file)

    def generate_checksum(file)
      return checksum_io(file, ::Digest::SHA256.new) if file.is_a?(StringIO)

      checksum_file(file, ::Digest::SHA256.new)
    end

    def generate_md5_checksum_for_file(file) = checksum_file(file, ::Digest::MD5.new)
    def generate_md5_checksum(io) = checksum_io(io, ::Digest::MD5.new)

    private

    def checksum_file(file, digest)
      File.open(file, "rb") { |f| checksum_io(f, digest) }
    end

    def checksum_io(io, digest)
      while (chunk = io.read(8192))
        digest.update(chunk)
      end
      digest.hexdigest
    end
  end
end
