import { defineCatalogue } from './catalogue';

/** Server messages of the home page's calls: site announcements and the carousel. */
export const homeMessages = defineCatalogue(
  {
    'home.announcementNotFound': '该公告不存在',
    'home.announcementSaved': '保存成功',
    'home.announcementDeleted': '删除成功',
    'home.carouselNotFound': '该轮播图不存在',
    'home.carouselDeleted': '删除成功',
    'home.carouselFull': '轮播图最多 {max} 张，请先删除旧的图片',
    'home.imageType': '只能上传 jpg、png、gif、webp 或 bmp 格式的图片',
    'home.imageTooLarge': '图片大小不能超过 {mb} MB',
  },
  {
    'home.announcementNotFound': 'This announcement does not exist',
    'home.announcementSaved': 'Saved',
    'home.announcementDeleted': 'Deleted',
    'home.carouselNotFound': 'This carousel image does not exist',
    'home.carouselDeleted': 'Deleted',
    'home.carouselFull': 'The carousel holds at most {max} images: delete an old one first',
    'home.imageType': 'Only jpg, png, gif, webp or bmp images can be uploaded',
    'home.imageTooLarge': 'The image must not be larger than {mb} MB',
  },
);
